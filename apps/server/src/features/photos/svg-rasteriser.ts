import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AppError } from '../../http/app-error.js';
import { ProgramError, runProgram } from '../../lib/run-program.js';

/**
 * How to run the rasterising program: built, it is rasterise-svg.main.js beside the server's
 * bundle (scripts/server-build.mjs makes both); from the sources, the .ts file beside this one
 * under the TypeScript loader the server itself runs under.
 */
function rasteriserCommand(): string[] {
  if (import.meta.url.endsWith('.js')) {
    return ['--enable-source-maps', fileURLToPath(new URL('./rasterise-svg.main.js', import.meta.url))];
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, fileURLToPath(new URL('./rasterise-svg.main.ts', import.meta.url))];
}
const RASTERISER = rasteriserCommand();

/**
 * Draws a checked SVG into a PNG (longer side at most `maxSide`) in a process of its own, killed
 * past `timeoutMs`: librsvg cannot be stopped from inside once it draws (sharp's own timeout does
 * not reach it). IMAGE_TOO_COMPLEX when it runs out of time, INVALID_IMAGE_FORMAT when it fails.
 */
export async function rasteriseSvg(svgPath: string, pngPath: string, maxSide: number, timeoutMs: number) {
  try {
    await runProgram(process.execPath, [...RASTERISER, svgPath, pngPath, String(maxSide)], { timeoutMs });
  } catch (error) {
    if (error instanceof ProgramError && error.failure === 'timeout') throw new AppError('IMAGE_TOO_COMPLEX');
    if (error instanceof ProgramError && error.failure === 'exit') throw new AppError('INVALID_IMAGE_FORMAT');
    throw error;
  }
}
