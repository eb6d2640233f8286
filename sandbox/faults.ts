import { delay, http, HttpResponse } from 'msw';
import { FAULT_HEADER } from './contract';
import { envelope } from './envelope';
import { toMule } from './paynow';
import type { SandboxState } from './sandbox';

/** A fault a tester or a test asks for on the next calls to a path (docs/sandbox-controls.md). */
export type Fault =
  | 'status-500'
  | 'status-503'
  | 'status-401'
  | 'status-403'
  | 'status-400'
  | 'slow'
  | 'malformed'
  | 'html'
  | 'drop'
  | 'paynow-mule';
export const FAULTS: readonly Fault[] = [
  'status-500',
  'status-503',
  'status-401',
  'status-403',
  'status-400',
  'slow',
  'malformed',
  'html',
  'drop',
  'paynow-mule',
];

/**
 * A pending fault. `status` only for `html`: 502 (a gateway's error page, default) or 200 (a proxy's or captive
 * portal's page answered as success). `code` and `message` only for the `status-*` faults: the envelope's
 * first error, so a test can send a 400 with a known error code.
 */
export interface FaultEntry {
  fault: Fault;
  remaining: number;
  delayMs: number;
  status?: number;
  code?: string;
  message?: string;
}

/** The statuses an `html` fault may answer with. */
export const HTML_FAULT_STATUSES: readonly number[] = [200, 502];

/** `POST /sandbox/faults` (docs/sandbox-controls.md, "Faults on demand"): the next calls to a path fail as asked. */
export function faultControl(state: SandboxState) {
  return http.post('*/sandbox/faults', async ({ request }) => {
    const input = (await request.json().catch(() => ({}))) as {
      path?: unknown;
      fault?: unknown;
      times?: unknown;
      delayMs?: unknown;
      status?: unknown;
      code?: unknown;
      message?: unknown;
    };
    if (typeof input.path !== 'string' || (!FAULTS.includes(input.fault as Fault) && input.times !== 0)) {
      return HttpResponse.json({ error: `path and fault (${FAULTS.join(', ')}) are required` }, { status: 400 });
    }
    if (input.times === 0 && typeof input.path === 'string') {
      state.faults.delete(input.path); // what is left of a fault, cleared (a test's retry must get the real answer)
      return HttpResponse.json({ ok: true });
    }
    if (
      input.status !== undefined &&
      (input.fault !== 'html' || !HTML_FAULT_STATUSES.includes(input.status as number))
    ) {
      return HttpResponse.json(
        { error: `status goes with the html fault only: ${HTML_FAULT_STATUSES.join(' or ')}` },
        { status: 400 },
      );
    }
    if ((input.code !== undefined || input.message !== undefined) && !String(input.fault).startsWith('status-')) {
      return HttpResponse.json({ error: 'code and message go with the status-* faults only' }, { status: 400 });
    }
    state.faults.set(input.path, {
      fault: input.fault as Fault,
      remaining: typeof input.times === 'number' ? input.times : 1,
      delayMs: typeof input.delayMs === 'number' ? input.delayMs : 5000,
      ...(typeof input.status === 'number' ? { status: input.status } : {}),
      ...(typeof input.code === 'string' ? { code: input.code } : {}),
      ...(typeof input.message === 'string' ? { message: input.message } : {}),
    });
    return HttpResponse.json({ ok: true });
  });
}

/** Returns the injected fault's response, or undefined to let the real handler answer. */
export async function injectFault(
  state: SandboxState,
  path: string,
  real: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  const entry = state.faults.get(path);
  if (!entry) return undefined;
  entry.remaining -= 1;
  if (entry.remaining <= 0) state.faults.delete(path);
  switch (entry.fault) {
    case 'slow':
      await delay(entry.delayMs);
      return undefined;
    case 'malformed':
      return new HttpResponse('{"header": {"statusCode": "200"}, "body": ', {
        status: 200,
        headers: { 'Content-Type': 'application/json', [FAULT_HEADER]: entry.fault },
      });
    case 'html': {
      const status = entry.status ?? 502;
      const title = status === 200 ? 'Service temporarily unavailable' : '502 Bad Gateway';
      return new HttpResponse(
        `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
        {
          status,
          headers: { 'Content-Type': 'text/html', [FAULT_HEADER]: entry.fault },
        },
      );
    }
    case 'drop':
      return HttpResponse.error();
    case 'paynow-mule': {
      const answer = await real();
      if (!answer) return undefined;
      const reply = await toMule(answer);
      reply.headers.set(FAULT_HEADER, entry.fault);
      return reply;
    }
    default: {
      const status = Number(entry.fault.slice('status-'.length));
      const error = {
        ...(entry.code !== undefined ? { errorCode: entry.code } : {}),
        ...(entry.message !== undefined ? { errorMessage: entry.message } : {}),
      };
      const reply = envelope({ errors: Object.keys(error).length ? [error] : [] }, status);
      reply.headers.set(FAULT_HEADER, entry.fault);
      return reply;
    }
  }
}
