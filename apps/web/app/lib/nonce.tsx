import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Provides the per-request CSP nonce during server rendering. */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The CSP nonce for inline scripts (undefined in the browser, where it is not needed). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
