//! `codegen`: the command-line way into nttgen.

mod cli;

fn main() {
    restore_sigpipe();
    std::process::exit(cli::run());
}

/// Rust ignores SIGPIPE, so `println!` to a closed pipe (`codegen explain
/// --json | head`) panics. With the default action the process ends quietly
/// when the reader goes away, as `cat` and `grep` do.
fn restore_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any thread or I/O exists;
    // SIG_DFL is a valid disposition for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
