// Each jest worker drives its own preview server (global-setup.ts starts one per worker): PORTAL_URL is this
// worker's, so every helper that reads it stays as it was.
const origins = (process.env.PORTAL_URLS ?? '').split(' ').filter(Boolean);
const worker = Number(process.env.JEST_WORKER_ID ?? '1');
const mine = origins[(worker - 1) % Math.max(1, origins.length)];
if (mine) process.env.PORTAL_URL = mine;
