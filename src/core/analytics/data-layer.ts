import type { AnalyticsPort } from '../ports/analytics.port';
import type { StoragePort } from '../ports/storage.port';
import { DEFAULT_LANGUAGE, type Language } from '../shell/language';
import { looksPersonal } from './personal-data';

export type SessionDialogEvent = 'Session Ended' | 'Technical Error' | 'Extend Session';

/**
 * The spec's analytics data layer: language (the customer's, `en` by default), websiteCountry sg, pageName, pageUrl,
 * userId, previousPage.
 */
export class DataLayer {
  private previousPage = '';

  constructor(
    private readonly analytics: AnalyticsPort,
    private readonly storage: StoragePort,
    private readonly language: () => Language = () => DEFAULT_LANGUAGE,
  ) {}

  pageView(pageName: string, pagePath: string): void {
    this.push({
      event: 'pageView',
      language: this.language(),
      websiteCountry: 'sg',
      pageName,
      pageUrl: pagePath,
      userId: this.storage.get('aauserid') ?? '',
      previousPage: this.previousPage,
    });
    this.previousPage = pageName;
  }

  dialogEvent(name: SessionDialogEvent): void {
    this.push({ event: name, language: this.language(), websiteCountry: 'sg', pageName: this.previousPage });
  }

  /** Drops any field whose value looks like personal data; the rest of the entry still goes. */
  private push(entry: Record<string, string>): void {
    const safe: Record<string, string> = {};
    for (const [key, value] of Object.entries(entry)) if (!looksPersonal(value)) safe[key] = value;
    this.analytics.push(safe);
  }
}
