/** Finding a project by id when its kind may be unknown (the service keeps one collection per kind). */
import {
  NotFoundError,
  PROJECT_KINDS,
  type Client,
  type Project,
  type ProjectKind,
} from '@genservice/core';

/**
 * The project and its kind: the given kind only, or video, image and audio in turn; undefined
 * when none has it. Reads end by `deadline` (ms epoch) when given.
 */
export async function locateProject(
  client: Client,
  id: string,
  kind?: unknown,
  deadline?: number,
): Promise<{ kind: ProjectKind; project: Project } | undefined> {
  const kinds = PROJECT_KINDS.includes(kind as ProjectKind) ? [kind as ProjectKind] : PROJECT_KINDS;
  for (const k of kinds) {
    try {
      return { kind: k, project: await client.jobs.get(k, id, { deadline }) };
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
    }
  }
  return undefined;
}
