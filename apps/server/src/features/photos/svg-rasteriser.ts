import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AppError } from '../../http/app-error.js';
import { ProgramError, runProgram } from '../../lib/run-program.js';

/** The TypeScript loader the server itself runs under, for the rasterising program. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const PROGRAM = fileURLToPath(new URL('./rasterise-svg.main.ts', import.meta.url));

/**
 * Draws a checked SVG into a PNG (longer side at most `maxSide`) in a process of its own, killed
 * past `timeoutMs`: librsvg cannot be stopped from inside once it draws (sharp's own timeout does
 * not reach it). IMAGE_TOO_COMPLEX when it runs out of time, INVALID_IMAGE_FORMAT when it fails.
 */
export async function rasteriseSvg(svgPath: string, pngPath: string, maxSide: number, timeoutMs: number) {
  try {
    await runProgram(process.execPath, ['--import', TSX, PROGRAM, svgPath, pngPath, String(maxSide)], { timeoutMs });
  } catch (error) {
    if (error instanceof ProgramError && error.failure === 'timeout') throw new AppError('IMAGE_TOO_COMPLEX');
    if (error instanceof ProgramError && error.failure === 'exit') throw new AppError('INVALID_IMAGE_FORMAT');
    throw error;
  }
}
