/** Texts of the session area (see en.ts). */
export const sessionText = {} as const;
