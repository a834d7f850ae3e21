/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The marketing site behind the sidebar's Home link; defaults to https://northdesk.app. */
  readonly VITE_MARKETING_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
