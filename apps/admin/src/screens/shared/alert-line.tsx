/** A refusal or problem as one alert line; nothing while there is none. */
export function AlertLine({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="admin-error">
      {message}
    </p>
  ) : null;
}
