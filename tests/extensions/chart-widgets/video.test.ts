import { describe, expect, it } from 'vitest';
import { PLAYER_TYPES, safeSource, validateVideo, videoDefaults } from '../../../extensions/chart-widgets/src/video/video-config';
import { chMessages } from './locale-text';

describe('video widgets', () => {
  it('player types are video, monitor (GB28181) and ezviz', () => {
    expect([...PLAYER_TYPES]).toEqual(['video', 'monitor', 'ezviz']);
  });

  it.each(PLAYER_TYPES)('%s requires a name (名称不能为空!)', (type) => {
    expect(chMessages(validateVideo(videoDefaults(type)))).toEqual(['名称不能为空!']);
    expect(validateVideo({ ...videoDefaults(type), name: 'cam' })).toEqual([]);
  });

  it('plays only http(s) sources', () => {
    expect(safeSource('https://cam.example/live.m3u8')).toBe('https://cam.example/live.m3u8');
    expect(safeSource('javascript:alert(1)')).toBeNull();
    expect(safeSource('')).toBeNull();
  });
});
