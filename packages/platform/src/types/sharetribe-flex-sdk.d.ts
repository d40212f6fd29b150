// The official SDK ships no typings; tests use a small, loosely typed surface of it.
declare module 'sharetribe-flex-sdk' {
  // biome-ignore lint/suspicious/noExplicitAny: third-party surface without types
  const sdk: any;
  export default sdk;
}
