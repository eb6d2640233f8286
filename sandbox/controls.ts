import { http, HttpResponse, type HttpHandler } from 'msw';
import { faultControl } from './faults';
import type { SandboxState } from './sandbox';

/** The collector keeps this many events; older ones go first. */
export const MAX_MONITORING = 1000;

/** The testers' controls (docs/sandbox-controls.md): state, maintenance, faults, the clock, reset and the collector. */
export function controlHandlers(
  state: SandboxState,
  now: () => number,
  reset: (options: { keepSessions: boolean }) => void,
): HttpHandler[] {
  return [
    http.get('*/sandbox/state', () =>
      HttpResponse.json({
        maintenance: state.maintenance,
        requests: state.requests,
        faults: Object.fromEntries(state.faults),
        contractViolations: state.contractViolations,
      }),
    ),
    http.post('*/sandbox/maintenance', async ({ request }) => {
      const { on } = (await request.json().catch(() => ({}))) as { on?: unknown };
      state.maintenance = on === true;
      return HttpResponse.json({ maintenance: state.maintenance });
    }),
    faultControl(state),
    // Moves the sandbox's clock on, so a 30-minute lock-out is tested without waiting (docs/sandbox-controls.md).
    http.post('*/sandbox/clock', async ({ request }) => {
      const { advanceMs } = (await request.json().catch(() => ({}))) as { advanceMs?: unknown };
      if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0)
        return HttpResponse.json(
          { error: 'advanceMs (a number of milliseconds, not negative) is required' },
          { status: 400 },
        );
      state.clockOffsetMs += advanceMs;
      return HttpResponse.json({ now: now(), offsetMs: state.clockOffsetMs });
    }),
    // `{"keepSessions": true}` leaves login tokens open: a browser test file signs in once and reuses it.
    http.post('*/sandbox/reset', async ({ request }) => {
      const { keepSessions } = (await request.json().catch(() => ({}))) as { keepSessions?: unknown };
      reset({ keepSessions: keepSessions === true });
      return HttpResponse.json({ ok: true });
    }),
    ...monitoringHandlers(state),
  ];
}

// The monitoring collector (docs/sandbox-controls.md): what operators would see. The body is text/plain JSON
// `{"v":1,"events":[…]}` (docs/monitoring.md); anything else is refused.
function monitoringHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.post('*/sandbox/monitoring', async ({ request }) => {
      let batch: unknown;
      try {
        batch = JSON.parse(await request.text());
      } catch {
        batch = undefined;
      }
      // The browser's own CSP reports come here too: the Reporting API's array, or report-uri's one report.
      if (/^application\/(reports\+json|csp-report)\b/.test(request.headers.get('content-type') ?? '')) {
        const reports = Array.isArray(batch)
          ? batch
          : (batch as { 'csp-report'?: unknown } | null)?.['csp-report']
            ? [batch]
            : undefined;
        if (!reports) return HttpResponse.json({ error: 'expected a CSP report' }, { status: 400 });
        state.cspReports.push(...(reports as unknown[]));
        state.cspReports.splice(0, Math.max(0, state.cspReports.length - MAX_MONITORING));
        return new HttpResponse(null, { status: 204 });
      }
      const events = (batch as { events?: unknown } | undefined)?.events;
      if (!Array.isArray(events)) return HttpResponse.json({ error: 'expected {"v":1,"events":[…]}' }, { status: 400 });
      state.monitoring.push(...(events as unknown[]));
      state.monitoring.splice(0, Math.max(0, state.monitoring.length - MAX_MONITORING));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/sandbox/monitoring', () =>
      HttpResponse.json({ events: state.monitoring, cspReports: state.cspReports }),
    ),
  ];
}
