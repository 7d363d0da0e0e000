import { Button } from '@mantine/core';
import type { Post } from '@plaza/contract';
import { IconFlag, IconShare3 } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../../lib/toast';
import { SaveToFolderButton } from '../../../folders';
import { ReportDialog } from '../report/ReportDialog';
import { browserShareDeps, sharePage } from './share';

const pill = { variant: 'default', radius: 'xl', size: 'sm' } as const;

async function share(post: Post) {
  const outcome = await sharePage({ title: post.title, url: window.location.href }, browserShareDeps());
  if (outcome === 'copied') showSuccessToast('Link copied to the clipboard');
  if (outcome === 'failed') showErrorToast('The link could not be copied. Copy it from the address bar.');
}

/** Share, save to a folder and report (spec 02 §2 Video page). */
export function SecondaryActions({ post }: { post: Post }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Button {...pill} leftSection={<IconShare3 size={18} />} onClick={() => void share(post)}>
        Share
      </Button>
      <SaveToFolderButton post={post} />
      {post.permissions.canReport && (
        <Button {...pill} leftSection={<IconFlag size={18} />} onClick={() => setReporting(true)}>
          Report
        </Button>
      )}
      <ReportDialog postId={post.id} opened={reporting} onClose={() => setReporting(false)} />
    </>
  );
}
