export type AnalyticsEntry = Readonly<Record<string, string>>;

/** The data layer. Entries reach it only through the core's guard against personal data. */
export interface AnalyticsPort {
  push(entry: AnalyticsEntry): void;
}
