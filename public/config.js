// Runtime configuration of the portal (docs/config.md). Edit on the server; no rebuild needed.
// Values left empty take the built-in defaults; third-party scripts stay off until a URL is set.
window.__PORTAL_CONFIG__ = {
  apiOrigin: '',
  rsaPublicKey: '',
  aesSecret: '',
  exitUrl: 'https://www.example-insurer.com.sg/',
  mobileDashboardUrl: 'example-insurer://dashboard',
  mobileAppSource: 'mobileapp',
  customerServicePhone: '+65 6000 0000',
  requestTimeoutMs: 30000,
  thirdParty: { domLibraryUrl: '', feedbackSdkUrl: '', tagManagerUrl: '', monitoringUrl: '' },
  thirdPartyIntegrity: {},
};
