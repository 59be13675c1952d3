import type { WidgetConfig } from '@tessera/sdk';
import { baseConfig } from '../common/base-config';
import { isBlank, Msg } from '../common/messages';

/** Player types of the video panel (the spec's screens): video, monitor (GB28181) and ezviz. */
export const PLAYER_TYPES = ['video', 'monitor', 'ezviz'] as const;
export type PlayerType = (typeof PLAYER_TYPES)[number];

export interface VideoConfig extends WidgetConfig {
  type: PlayerType;
  /** The stream source url the player takes (ezviz: the ezopen player url). */
  series: { src: string; autoplay: boolean; muted: boolean };
}

export function videoDefaults(type: PlayerType): VideoConfig {
  return { ...baseConfig(type, 'video'), series: { src: '', autoplay: true, muted: true } };
}

/** Video players: name required ('名称不能为空!') (the spec's validation rules). */
export function validateVideo(config: VideoConfig): string[] {
  return isBlank(config.name) ? [Msg.nameEmptyAscii] : [];
}

/** Only http(s) (and for ezviz also ezopen via the http player) sources are played; anything else is refused. */
export function safeSource(src: string): string | null {
  try {
    const url = new URL(src, 'http://placeholder.invalid');
    if (!/^https?:$/.test(url.protocol) || url.hostname === 'placeholder.invalid') return null;
    return url.toString();
  } catch {
    return null;
  }
}
