/** The insurer's mobile app, when the portal runs inside its webview. */
export interface HostAppPort {
  /** Hands control back to the native app (session timed out inside the webview). */
  returnToApp(): void;
  /**
   * Whether the app's bridge can take an image to save on the phone (the PayNow QR code). Optional:
   * an adapter without a bridge leaves it out, and the portal offers no app route for the image.
   */
  canSaveImage?(): boolean;
  /** Asks the app to save a PNG `data:` URL to the phone's photos; false when there was no bridge to ask. */
  saveImage?(dataUrl: string): boolean;
}
