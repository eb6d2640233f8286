/** Texts of the third-party payor area (see en.ts). */
export const thirdPartyText = {} as const;
