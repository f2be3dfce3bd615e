// The stand-ins' merchant accounts: the keys the API and the stand-in are both given, as a provider's dashboard gives
// them to a merchant (API tests and the browser journeys' server alike).
export const paymobAccount = {
  PAYMOB_SECRET_KEY: 'egy_sk_test_5f1e0c2b9a',
  PAYMOB_PUBLIC_KEY: 'egy_pk_test_7d3c1a',
  PAYMOB_HMAC_SECRET: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
  PAYMOB_INTEGRATION_IDS: '4123456,4123457',
};
export const fawryAccount = { FAWRY_MERCHANT_CODE: '1tSa6uxz2nRbgY+b+cZGyA==', FAWRY_SECURE_KEY: 'a7f1c0de-5eb1-4c39-9c5e-0b8f2d1e4a6b' };

export const paymobConfig = (baseUrl: string) => ({
  baseUrl,
  secretKey: paymobAccount.PAYMOB_SECRET_KEY,
  publicKey: paymobAccount.PAYMOB_PUBLIC_KEY,
  hmacSecret: paymobAccount.PAYMOB_HMAC_SECRET,
  integrationIds: [4123456, 4123457],
});
export const fawryConfig = (baseUrl: string) => ({
  baseUrl,
  merchantCode: fawryAccount.FAWRY_MERCHANT_CODE,
  secureKey: fawryAccount.FAWRY_SECURE_KEY,
  expiryHours: 48,
});
