//! `codegen`: the command-line way into nttgen.

mod cli;

fn main() {
    std::process::exit(cli::run());
}
