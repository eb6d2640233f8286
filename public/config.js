// Runtime configuration of the portal (docs/config.md). Edit on the server; no rebuild needed.
// Values left empty take the built-in defaults; third-party scripts stay off until a URL is set.
window.__PORTAL_CONFIG__ = {
  apiOrigin: '',
  rsaPublicKey: '',
  aesSecret: '',
  exitUrl: 'https://www.example-insurer.com.sg/',
  mobileDashboardUrl: 'example-insurer://dashboard',
  mobileAppSource: 'mobileapp',
  // The insurer's identity in the header, the footer and on receipts. logoUrl: an image on this site
  // (the CSP allows images only from it), shown 32 by 32 CSS pixels on the red header; '' for the built-in mark.
  insurer: {
    name: 'Example Insurance Pte Ltd',
    uen: '198700001E',
    logoUrl: '',
    privacyUrl: 'https://www.example-insurer.com.sg/privacy',
    termsUrl: 'https://www.example-insurer.com.sg/terms',
    securityUrl: 'https://www.example-insurer.com.sg/security',
  },
  customerServicePhone: '+65 6000 0000',
  requestTimeoutMs: 30000,
  thirdParty: { domLibraryUrl: '', feedbackSdkUrl: '', tagManagerUrl: '', monitoringUrl: '' },
  thirdPartyIntegrity: {},
};
