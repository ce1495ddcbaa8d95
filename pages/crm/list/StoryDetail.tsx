// The record drawer of the list stories, reduced to what it was asked to show (`<module> #<id>`),
// so a story asserts which record a row, a card or a calendar item opens.
import type { DetailViewProps } from '../../../engine/react/list/index.ts';

export function StoryDetail({ crmType, id, onClose }: DetailViewProps) {
  return (
    <div role="dialog" aria-label="记录详情">
      {crmType} #{id} <button type="button" onClick={onClose}>关闭详情</button>
    </div>
  );
}
