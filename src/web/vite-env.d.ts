/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TENANT: string;
}

declare module 'ra-language-spanish' {
  const messages: { [key: string]: unknown };
  export default messages;
}
