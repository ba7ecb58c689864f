import { useState } from "react";
import type { AdminCallResult } from "../../api/admin-api.ts";

/**
 * Sending one outgoing message again (an event, a notification): which one is under way, the
 * server's refusal if any, and a read of the list afterwards so it shows what the server holds.
 */
export function useReplay(send: (id: string) => Promise<AdminCallResult<unknown>>, afterwards: () => void) {
  const [replaying, setReplaying] = useState<string>();
  const [replayFailure, setReplayFailure] = useState<string>();
  const replay = async (id: string) => {
    setReplaying(id);
    setReplayFailure(undefined);
    const answer = await send(id);
    setReplaying(undefined);
    if (!answer.ok) setReplayFailure(answer.message);
    afterwards();
  };
  return { replay, replaying, replayFailure };
}
