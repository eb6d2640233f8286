/** The insurer's mobile app, when the portal runs inside its webview. */
export interface HostAppPort {
  /** Hands control back to the native app (session timed out inside the webview). */
  returnToApp(): void;
}
