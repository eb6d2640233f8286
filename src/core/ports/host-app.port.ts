/** The insurer's mobile app, when the portal runs inside its webview. */
export interface HostAppPort {
  /** Hands control back to the native app (session timed out inside the webview). */
  returnToApp(): void;
  /**
   * Whether the app's bridge can take a file to keep on the phone (the PayNow QR image, a PDF receipt). Optional:
   * an adapter without a bridge leaves it out, and the portal offers no app route for files.
   */
  canSave?(): boolean;
  /** Asks the app to save a PNG `data:` URL to the phone's photos; false when there was no bridge to ask. */
  saveImage?(dataUrl: string): boolean;
  /** Asks the app to keep a PDF `data:` URL as `fileName` (the receipt); false when there was no bridge to ask. */
  saveFile?(fileName: string, dataUrl: string): boolean;
}
