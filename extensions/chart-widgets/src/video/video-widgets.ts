import type { WidgetDefinition } from '@tessera/sdk';
import type { EditorWidth } from '../common/base-config';
import { k } from '../common/i18n';
import { PLAYER_TYPES, validateVideo, videoDefaults, type PlayerType, type VideoConfig } from './video-config';
import { VideoEditor } from './video-editor';
import { VideoRenderer } from './video-renderer';

function videoWidget(type: PlayerType): WidgetDefinition<VideoConfig> & EditorWidth {
  return {
    type,
    category: 'video',
    title: k(`video.${type}Title`),
    optionsVersion: 1,
    defaults: () => videoDefaults(type),
    validate: validateVideo,
    Editor: VideoEditor,
    Renderer: VideoRenderer,
    editorWidth: 600,
  };
}

export const videoWidgets = PLAYER_TYPES.map(videoWidget);
