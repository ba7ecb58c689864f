/** Where the self-ship label is downloaded (return-label-route): the status page and the confirmation link here. */
export const RETURN_LABEL_PATH = "return-label";

/** The label link of a self-ship request, same origin as the page. */
export const returnLabelHref = (returnId: string): string => `/api/v1/${RETURN_LABEL_PATH}?return_id=${encodeURIComponent(returnId)}`;
