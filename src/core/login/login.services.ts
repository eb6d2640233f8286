/** The login journey (issue 4). */
export interface LoginServices {}
