/** Third-party payor: declaration, source of funds, AML screening (issue 6). */
export interface ThirdPartyServices {}
