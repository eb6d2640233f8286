import type { MonitoringEvent } from '../monitoring/monitoring-event';

/**
 * Where monitoring events go (docs/monitoring.md). Events reach it only through the core's Monitor, which has
 * already stamped, guarded, deduplicated and limited them; the adapter batches and sends, and never throws.
 */
export interface MonitoringPort {
  deliver(event: MonitoringEvent): void;
}
