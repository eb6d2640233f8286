import type { DataCall, DataCallResult } from '../http/data-call';
import { SingleFlight } from '../http/exactly-once';
import type { HostAppPort } from '../ports/host-app.port';
import { toBase64 } from '../shared/base64';
import type { Channel } from '../shell/channel';
import { keepWay, type KeepWay } from '../shell/keep-on-device';

/** The PDF for the page to download, or handed to the app already. */
export type ReceiptPdfResult = { way: 'download'; fileName: string; bytes: Uint8Array } | { way: 'app' };

/**
 * A payment's receipt, or a new arrangement's confirmation, as a PDF the server makes (docs/api.md, "Receipts"):
 * downloaded in a browser, handed to the insurer's app through its bridge in the webview (as the PayNow QR image is),
 * not offered in a webview without one.
 */
export class ReceiptPdf {
  private readonly flight = new SingleFlight<DataCallResult<ReceiptPdfResult>>();

  constructor(
    private readonly dataCall: DataCall,
    /** The PDF's GET path: the payment area's, the guest payor's or the recurring area's. */
    private readonly path: string,
    private readonly channel: Channel,
    private readonly hostApp: HostAppPort,
    /** `Receipt` for a payment, `Confirmation` for a new arrangement: the file's name before the reference. */
    private readonly fileStem: 'Receipt' | 'Confirmation' = 'Receipt',
  ) {}

  way(): KeepWay {
    return keepWay(this.channel, this.hostApp);
  }

  execute(reference: string): Promise<DataCallResult<ReceiptPdfResult>> {
    return this.flight.run(async () => {
      const path = `${this.path}?reference=${encodeURIComponent(reference)}`;
      const result = await this.dataCall.pdf(path);
      if (result.kind !== 'ok') return result;
      const fileName = `${this.fileStem}-${reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
      if (this.way() !== 'app') return { kind: 'ok', data: { way: 'download', fileName, bytes: result.data } };
      this.hostApp.saveFile?.(fileName, `data:application/pdf;base64,${toBase64(result.data)}`);
      return { kind: 'ok', data: { way: 'app' } };
    });
  }
}
