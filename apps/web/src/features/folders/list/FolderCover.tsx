import { postMediaUrl, type Folder } from '@plaza/contract';
import { IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { coverItem } from '../folder-cache';
import classes from './FolderCard.module.css';

/** A folder's 16:9 cover: the thumbnail of its latest saved video, else a folder icon. */
export function FolderCover({ folder }: { folder: Folder }) {
  const [broken, setBroken] = useState(false);
  const post = coverItem(folder)?.post;
  const src = post?.media.thumbnail && !broken ? postMediaUrl(post, post.media.thumbnail) : null;
  return (
    <span className={classes.cover}>
      {src ? (
        <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <IconFolder size={36} stroke={1.5} aria-hidden />
      )}
      <span className={classes.count} aria-hidden>
        {folder.itemCount}
      </span>
    </span>
  );
}
