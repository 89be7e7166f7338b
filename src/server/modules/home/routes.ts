import { ZTodo } from '../../../shared/contract/home.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { getTodo } from './get-todo.js';

/** The signed-in player's home: what waits for them ("Yapılacaklar"). */
export async function homeRoutes(app: TypedApp) {
  app.get(
    '/home/todo',
    { config: { access: access.signedIn }, schema: { response: { 200: ZTodo } } },
    async (req) => getTodo(app.deps.db, req.user!.id, app.deps.now()),
  );
}
