import { imageFileProblem } from '@tessera/sdk';
import type { PluginInfo } from './plugin-types';
import { Msg } from './messages';

export type InfoErrors = Partial<Record<'pluginName' | 'pluginCategory', string>>;

/** Plugin name and category are required (the spec's validation rules). */
export function validateInfo(info: PluginInfo): InfoErrors {
  const errors: InfoErrors = {};
  if (!info.pluginName.trim()) errors.pluginName = Msg.nameRequired;
  if (!info.pluginCategory) errors.pluginCategory = Msg.categoryRequired;
  return errors;
}

/**
 * Cover image: jpeg or png, under 0.5 MB (the spec's validation rules). Returns a message key, or null when acceptable.
 */
export function validateCoverImage(file: { type: string; size: number }): string | null {
  const problem = imageFileProblem(file);
  return problem && (problem === 'type' ? Msg.imageType : Msg.imageSize);
}

/** Plugin cover size (the spec's entity fields and constants). */
export const COVER_WIDTH = 474;
export const COVER_HEIGHT = 246;
