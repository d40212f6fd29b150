// The URLs of chunks pages load only when needed (vite.config.ts, `lazyChunkUrls`); null on the server.
declare module 'virtual:lazy/error-reporting' {
  const url: string | null;
  export default url;
}
declare module 'virtual:lazy/analytics' {
  const url: string | null;
  export default url;
}
