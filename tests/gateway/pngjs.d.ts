/** The part of pngjs (devDependency without bundled types) the captcha tests use. */
declare module 'pngjs' {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}
