// Follows an open conversation (see live.ts) and puts what arrives into the query cache.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventStreamUrl, getNewerMessages } from './api/messages';
import { addMessages, lastMessageId } from './cache';
import { startChatLive, type LiveMode } from './live';

/** `enabled` once the conversation's first page is loaded (the stream resumes after its newest message). */
export function useChatLive(uid: string, threadId: string, enabled: boolean): LiveMode | undefined {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<LiveMode>();
  useEffect(() => {
    if (!enabled) return undefined;
    const stop = startChatLive({
      openStream: (after) => eventStreamUrl(threadId, after),
      fetchNewer: (after) => getNewerMessages(threadId, after),
      lastMessageId: () => lastMessageId(queryClient, uid, threadId),
      onMessages: (messages) => addMessages(queryClient, uid, threadId, messages),
      onMode: setMode,
    });
    return () => {
      stop();
      setMode(undefined);
    };
  }, [enabled, uid, threadId, queryClient]);
  return mode;
}
