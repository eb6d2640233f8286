import { crc32, deflateSync, inflateSync } from 'node:zlib';

/**
 * jsdom has no 2D canvas (it logs "not implemented", which fails the test). This stand-in records the
 * pixels lean-qr puts into the canvas and turns them into a real PNG data URL, so a test can read back
 * exactly what the <img> shows. lean-qr scales with drawImage, which the stand-in skips: the PNG holds
 * one pixel per module (and the quiet zone), which is what a test compares with the QR matrix.
 */
export function useFakeCanvas() {
  const proto = HTMLCanvasElement.prototype;
  const original = { getContext: proto.getContext, toDataURL: proto.toDataURL };
  const images = new WeakMap<HTMLCanvasElement, ImageDataLike>();
  beforeAll(() => {
    proto.getContext = function (this: HTMLCanvasElement, type: string) {
      if (type !== '2d') return null;
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the fake context's methods draw on this canvas.
      const canvas = this;
      return {
        imageSmoothingEnabled: true,
        globalCompositeOperation: 'source-over',
        createImageData: (width: number, height: number) => ({
          width,
          height,
          data: new Uint8ClampedArray(width * height * 4),
        }),
        putImageData: (image: ImageDataLike) => images.set(canvas, image),
        drawImage: () => {},
      };
    } as unknown as typeof proto.getContext;
    proto.toDataURL = function (this: HTMLCanvasElement) {
      const image = images.get(this);
      if (!image) throw new Error('nothing was drawn');
      return `data:image/png;base64,${encodePng(image).toString('base64')}`;
    };
  });
  afterAll(() => {
    proto.getContext = original.getContext;
    proto.toDataURL = original.toDataURL;
  });
}

export interface ImageDataLike {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA, 8 bits a channel, no filter. */
export function encodePng({ width, height, data }: ImageDataLike): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) rows.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Reads back a PNG that encodePng wrote (RGBA, unfiltered): enough to check what the page drew. */
export function decodePng(dataUrl: string): ImageDataLike {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    data.set(rows.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4);
  return { width, height, data };
}

/** The dark/light grid of an image drawn at one pixel per module: true where the pixel is dark and opaque. */
export function darkGrid({ width, height, data }: ImageDataLike): boolean[][] {
  return Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => {
      const i = (y * width + x) * 4;
      return data[i + 3]! > 127 && data[i]! + data[i + 1]! + data[i + 2]! < 3 * 128;
    }),
  );
}
