import { correction, generate, mode, type Bitmap2D } from 'lean-qr';
import { Whole } from '../../shell/screen-parts';
import { useMemo, useState } from 'react';
import { saveFile } from '../../shell/save-file';
import { formatMoney } from '../../../core/shared/money';
import { buildPayNowPayload } from '../../../core/shared/paynow-payload';
import type { PayNowInstruction } from '../../../core/api/payment.contract';
import type { PayNowQrSaver } from '../../../core/payment/paynow-qr-saver';
import { paynowText } from '../../text/en-paynow';

/**
 * How the code is drawn. Error correction M (15% of the code may be lost: glare, a crease, a cracked
 * screen) keeps the version small enough for a phone camera at arm's length. lean-qr's modes but Shift-JIS,
 * which a PayNow payload (printable ASCII) never uses: merely considering it builds a 7,973-character table,
 * about 0.2 s of a mid-range phone's click on the review's button. Dark modules on an opaque
 * white ground with the standard four-module quiet zone: lean-qr's default ground is transparent, which a
 * gallery app's dark background turns into black on black once the image is saved.
 * The page shows one pixel a module and lets the browser enlarge it (styles.css, `image-rendering: pixelated`):
 * encoding a PNG eight times as wide cost about 17 ms more of the click at 4x CPU throttling. The saved file
 * has eight pixels a module, made only when asked for, so a gallery shows it sharp.
 */
export const QR_OPTIONS = {
  minCorrectionLevel: correction.M,
  modes: [mode.numeric, mode.alphaNumeric, mode.ascii, mode.iso8859_1, mode.utf8],
} as const;
export const QR_IMAGE = { on: [0, 0, 0], off: [255, 255, 255, 255], pad: 4, type: 'image/png' } as const;
const SAVED_SCALE = 8;

export type DrawnQr = { ok: true; code: Bitmap2D; src: string } | { ok: false };

/** The payload (whose CRC and content the core checked before this is ever called) as a PNG data URL. */
export function drawPayNowQr(payload: string): DrawnQr {
  try {
    const code = generate(payload, QR_OPTIONS);
    const src = code.toDataURL({ ...QR_IMAGE, scale: 1 });
    return /^data:image\/png;base64,/.test(src) ? { ok: true, code, src } : { ok: false };
  } catch {
    // No 2D canvas (a locked-down browser): the details for paying by hand stay on the page.
    return { ok: false };
  }
}

/**
 * Draws one code of PayNow's shape and drops it. lean-qr's first code on a page runs cold, several times slower than
 * the next (about 0.1 s more on a 4x-throttled phone); the review calls this once the customer consents, so the code
 * after the press is drawn by warm code.
 */
export function warmUpPayNowQr(): void {
  drawPayNowQr(
    buildPayNowPayload({
      proxy: { type: 'uen', value: '000000000A' },
      amountCents: 100,
      editable: false,
      expiry: { year: 2026, month: 1, day: 1 },
      merchantName: 'Warm-up code, never shown',
      reference: 'WARMUP',
    }),
  );
}

/**
 * The PayNow QR image, and a way to keep it on the phone that will pay: a file saved in a browser,
 * the host app's bridge inside the insurer's app (webviews ignore download links), else a screenshot hint.
 * `payee` is the configured insurer's name, which the core checked the code pays.
 */
export function PayNowQr({
  instruction,
  payee,
  saver,
}: {
  instruction: PayNowInstruction;
  payee: string;
  saver: PayNowQrSaver;
}) {
  const drawn = useMemo(() => drawPayNowQr(instruction.payload), [instruction.payload]);
  const [way] = useState(() => saver.way());
  const [sent, setSent] = useState<boolean | undefined>();
  const alt = paynowText.qrAlt(formatMoney(instruction.amountCents), payee, instruction.reference);

  if (!drawn.ok) {
    return (
      <div className="payment-qr" role="img" aria-label={paynowText.scan}>
        <p>{paynowText.qrFailed}</p>
      </div>
    );
  }
  const saved = () => drawn.code.toDataURL({ ...QR_IMAGE, scale: SAVED_SCALE });
  return (
    <div className="payment-qr-block">
      {/* The PayNow frame: the label and purple border customers know, with what and to whom beside the code. */}
      <figure className="paynow-frame">
        <p className="paynow-frame-label" aria-hidden="true">
          {paynowText.frameLabel}
        </p>
        <div className="payment-qr">
          <img className="payment-qr-image" src={drawn.src} alt={alt} data-modules={drawn.code.size} />
        </div>
        <figcaption className="paynow-frame-caption">
          <Whole>{formatMoney(instruction.amountCents)}</Whole> <span>{paynowText.toPayee(payee)}</span>
        </figcaption>
      </figure>
      <p className="payment-qr-save">
        {way === 'download' ? (
          <button
            type="button"
            className="button"
            data-secondary=""
            onClick={() => saveFile(pngBlob(saved()), `PayNow-${instruction.reference}.png`)}
          >
            {paynowText.save}
          </button>
        ) : null}
        {way === 'app' ? (
          <button type="button" className="button" data-secondary="" onClick={() => setSent(saver.toApp(saved()))}>
            {paynowText.saveToApp}
          </button>
        ) : null}
        {way === 'screenshot' ? <span className="field-hint">{paynowText.screenshot}</span> : null}
      </p>
      {/* "Paying from this phone?" is for phones: a mouse-driven screen hides it (styles.css, .phone-only). */}
      {way !== 'screenshot' ? <p className="field-hint payment-qr-save phone-only">{paynowText.saveHint}</p> : null}
      {way === 'app' ? (
        <p role="status" className="payment-qr-save">
          {sent === true ? paynowText.sentToApp : sent === false ? paynowText.notSentToApp : ''}
        </p>
      ) : null}
    </div>
  );
}

function pngBlob(dataUrl: string): Blob {
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}
