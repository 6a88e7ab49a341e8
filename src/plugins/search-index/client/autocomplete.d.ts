// The search plugin's dropdown library ships no types; preload.ts only fetches it.
declare module '@easyops-cn/autocomplete.js';
