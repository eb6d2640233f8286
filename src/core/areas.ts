import type { DraftArea } from './ports/draft-storage.port';

/**
 * The journey areas: each one's use cases are built on its first request, from its own chunk (how: `AREA_LOADS` in
 * src/adapters/container.ts; which page draws from which: the `area` column of src/core/pages.ts). `drafts`: what it
 * keeps in session storage, forgotten at logout even when the area was never built (login: only the Singpass tab
 * binding; its attempt is in memory). `needs`: areas built with it (the standalone payor's steps write to the
 * third-party area's draft, which that area's logout hook forgets).
 */
export const AREAS = {
  login: { drafts: ['singpass'], needs: [] },
  payment: { drafts: ['payment'], needs: [] },
  recurring: { drafts: ['recurring'], needs: [] },
  thirdParty: { drafts: ['third-party'], needs: [] },
  guestPayor: { drafts: [], needs: ['thirdParty'] },
} as const satisfies Record<string, { drafts: readonly DraftArea[]; needs: readonly string[] }>;

export type AreaName = keyof typeof AREAS;
