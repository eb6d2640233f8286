import { createRoot } from 'react-dom/client';
import { correction, generate } from 'lean-qr';

// The least a PayNow page can do: React, and a QR code drawn by lean-qr as the app draws it (the QR floor of
// scripts/bench-qr-floor.mjs; docs/performance.md, "PayNow's LCP and the QR floor").
const payload =
  '00020101021226370009SG.PAYNOW010120213198700001EXXX030115204000053037025406333.355802SG5923Example Insurance Pte L6009Singapore62160112PP26112500016304ABCD';
const src = generate(payload, { minCorrectionLevel: correction.M }).toDataURL({
  on: [0, 0, 0],
  off: [255, 255, 255, 255],
  pad: 4,
  scale: 8,
  type: 'image/png',
});
createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Pay with PayNow</h1>
    <img src={src} width={266} height={266} alt="PayNow QR code" />
  </main>,
);
