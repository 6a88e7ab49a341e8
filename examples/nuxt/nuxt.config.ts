// https://nuxt.com/docs/api/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  devtools: {enabled: false},
  // Server-only values, filled at run time from NUXT_API_CLIENT_ID,
  // NUXT_API_CLIENT_SECRET and NUXT_API_BASE_URL. Nothing goes under
  // `public`, so none of it ever reaches the browser.
  runtimeConfig: {
    apiClientId: '',
    apiClientSecret: '',
    apiBaseUrl: 'https://api.example.com',
  },
  app: {
    head: {
      title: 'Live translation',
      meta: [{name: 'viewport', content: 'width=device-width, initial-scale=1'}],
    },
  },
});
