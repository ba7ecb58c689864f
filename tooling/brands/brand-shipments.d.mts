export declare const SHIPMENT_TEMPLATE: string;
export declare function shipmentDocumentPath(id: string): string;
export declare function shipmentDocument(template: string, id: string): string;
