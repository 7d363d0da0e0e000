/**
 * A program of its own, run by svg-rasteriser.ts: draws an SVG file into a PNG file whose longer
 * side is at most `maxSide` (a larger SVG is drawn at a lower density, a smaller one as it is).
 * librsvg cannot be interrupted once it draws, so it runs in a process the server kills when it
 * takes too long. Usage: rasterise-svg.main.ts <svg file> <png file> <max side>
 */
import sharp from 'sharp';

/** sharp's range for the density of vector input, in dots per inch; 72 draws at the SVG's own size. */
const DENSITY = { min: 1, natural: 72, max: 100_000 };

async function main(): Promise<void> {
  const [input, output, side] = process.argv.slice(2);
  const maxSide = Number(side);
  if (!input || !output || !Number.isInteger(maxSide) || maxSide < 1) throw new Error('usage: <svg> <png> <max side>');
  const { width, height } = await sharp(input, { density: DENSITY.natural }).metadata();
  if (!width || !height) throw new Error('the SVG has no size');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const density = Math.min(DENSITY.max, Math.max(DENSITY.min, DENSITY.natural * scale));
  await sharp(input, { density, limitInputPixels: maxSide * maxSide, failOn: 'error' })
    .png({ compressionLevel: 1 })
    .toFile(output);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
