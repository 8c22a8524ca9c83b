// Issue 24: reading a QR code from a camera frame. The platform's BarcodeDetector where it
// exists (Chrome on Android, the Android web view); elsewhere (iOS, Firefox, Chromium on Linux) ZXing's C++
// reader compiled to WebAssembly (zxing-wasm, docs/web-widgets.md). Its .wasm is part of our
// build (Vite's `?url`), never fetched from the library's default CDN, so the scanner works
// offline and in the packaged app; both load only with the scanner's screen.

export type FrameDecoder = (frame: HTMLCanvasElement) => Promise<string[]>;

interface NativeDetector {
  detect(source: HTMLCanvasElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame)).map((code) => code.rawValue);
  } catch {
    return null;
  }
}

async function wasmDecoder(): Promise<FrameDecoder> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return async (frame) => {
    const context = frame.getContext('2d', { willReadFrequently: true });
    if (!context) return [];
    const image = context.getImageData(0, 0, frame.width, frame.height);
    const found = await readBarcodes(image, {
      formats: ['QRCode'],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    return found.filter((r) => r.isValid).map((r) => r.text);
  };
}

let decoder: Promise<FrameDecoder> | null = null;

/** The decoder of this platform, made once per app start. */
export function qrDecoder(): Promise<FrameDecoder> {
  decoder ??= nativeDecoder().then((native) => native ?? wasmDecoder());
  decoder.catch(() => {
    decoder = null;
  });
  return decoder;
}
