/**
 * The file in DATA_DIR that says the app has the embedded database open, holding its process id:
 * the operator's commands, which open the same database, wait until it is gone (one process only).
 */
export const RUNNING_MARK = "app.pid";
