import { describe, expect, it } from 'vitest';
import { aPost } from '../../testing/post-fixture';
import { coverItem, isSavedAnywhere, withNewFolder, withSaved } from './folder-cache';
import { aFolder, anItem } from './testing/folder-fixture';

describe('a post’s saved state per folder', () => {
  it('changes one folder and its count, once', () => {
    const [tea, other] = [aFolder({ itemCount: 2 }), aFolder()];
    const saved = withSaved([tea, other], tea.id, true);
    expect(saved.map((f) => [f.hasPost, f.itemCount])).toEqual([
      [true, 3],
      [false, 0],
    ]);
    expect(withSaved(saved, tea.id, true)).toEqual(saved);
    expect(withSaved(saved, tea.id, false)[0]).toMatchObject({ hasPost: false, itemCount: 2 });
    expect(isSavedAnywhere(saved)).toBe(true);
    expect(isSavedAnywhere([other])).toBe(false);
    expect(isSavedAnywhere(undefined)).toBe(false);
  });

  it('adds a new folder at the end, holding the post', () => {
    const [old, created] = [aFolder(), aFolder({ title: 'New' })];
    expect(withNewFolder([old], created, true).map((f) => [f.title, f.hasPost, f.itemCount])).toEqual([
      [old.title, false, 0],
      ['New', true, 1],
    ]);
  });
});

describe('a folder’s cover', () => {
  it('is its latest saved video with a thumbnail', () => {
    const folder = aFolder();
    const bare = anItem(folder.id, aPost({ media: { ...aPost().media, thumbnail: null } }));
    const pictured = anItem(folder.id);
    expect(coverItem({ folderItems: [bare, pictured] })).toBe(pictured);
    expect(coverItem({ folderItems: [] })).toBeUndefined();
  });
});
