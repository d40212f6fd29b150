// A promise rejected because someone aborted what it waited for is a cancellation that was asked
// for, not an error. React Router's stream decoder (7.18) rejects such promises and leaves some of
// them unhandled when a navigation is interrupted while its answer is still arriving: the browser
// then reports "signal is aborted without reason" as an uncaught error, and the error tracker
// (Sentry, when configured) would file it. root.tsx imports this before the tracker can load, so
// this listener runs before the tracker's own and keeps such rejections from both. Every other
// rejection is left alone.
if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && reason.name === 'AbortError') {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  });
}
