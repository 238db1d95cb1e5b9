// Cheddar's parameter files (parameters/bootparam_*.json), read with
// nlohmann/json as Cheddar's unit tests read them, and the levels the driver
// measures: the top level (the last entry of level_config: every main and
// terminal prime) and a middle one (level max/2), with the limbs that level's
// polynomials hold in Cheddar's order (terminal primes last to first, then
// main primes, then the auxiliary primes of key switching).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <fstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace params {

struct File {
    std::string name;  // "30", "35", "40", "40_64bit": the file's suffix
    int word_bits = 32;
    int log_degree = 0, log_default_scale = 0, default_encryption_level = 0;
    std::vector<uint64_t> main, ter, aux;
    std::vector<std::pair<int, int>> level_config;  // (main, terminal) primes per level
    std::pair<int, int> additional_base{0, 0};
    int max_level() const { return (int)level_config.size() - 1; }
};

inline std::vector<uint64_t> primes_of(const nlohmann::json &j, const char *key, const std::string &path) {
    std::vector<uint64_t> v;
    if (!j.contains(key)) return v;
    if (!j[key].is_array()) throw std::runtime_error(path + ": " + key + " is not an array");
    for (const auto &p : j[key]) {
        if (!p.is_number_unsigned()) throw std::runtime_error(path + ": " + key + " holds a non-integer");
        v.push_back(p.get<uint64_t>());
    }
    return v;
}

// Reads bootparam_<name>.json in dir; the word is 64 bits for a name ending
// in "64bit" (as Cheddar's tests pair them), else 32.
inline File read(const std::string &dir, const std::string &name) {
    const std::string path = dir + "/bootparam_" + name + ".json";
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open " + path + " (--params DIR names the folder)");
    nlohmann::json j = nlohmann::json::parse(in);
    File f;
    f.name = name;
    f.word_bits = name.size() >= 5 && name.substr(name.size() - 5) == "64bit" ? 64 : 32;
    f.log_degree = j.at("log_degree").get<int>();
    f.log_default_scale = j.at("log_default_scale").get<int>();
    f.default_encryption_level = j.at("default_encryption_level").get<int>();
    f.main = primes_of(j, "main_primes", path);
    f.ter = primes_of(j, "terminal_primes", path);
    f.aux = primes_of(j, "auxiliary_primes", path);
    for (const auto &p : j.at("level_config")) f.level_config.emplace_back(p.at(0).get<int>(), p.at(1).get<int>());
    if (j.contains("additional_base"))
        f.additional_base = {j["additional_base"].at(0).get<int>(), j["additional_base"].at(1).get<int>()};
    if (f.level_config.empty()) throw std::runtime_error(path + ": empty level_config");
    return f;
}

// One measured level: its limbs are towers first .. first + q of the full
// table set (every prime of the top level and the auxiliary ones, in
// Cheddar's order), and its key-switching form adds the `aux` towers at
// aux_first = the top level's q.
struct Level {
    std::string label;  // "top" or "mid"
    int index = 0, num_main = 0, num_ter = 0;
    int first = 0, q = 0, aux_first = 0, aux = 0;
};

inline Level level(const File &f, const std::string &label, int index) {
    Level l;
    l.label = label;
    l.index = index;
    l.num_main = f.level_config[index].first;
    l.num_ter = f.level_config[index].second;
    l.first = (int)f.ter.size() - l.num_ter;
    l.q = l.num_main + l.num_ter;
    l.aux_first = (int)(f.ter.size() + f.main.size());
    l.aux = (int)f.aux.size();
    return l;
}

// Every prime in table order: terminal primes last to first, main, auxiliary.
inline std::vector<uint64_t> table_primes(const File &f) {
    std::vector<uint64_t> v(f.ter.rbegin(), f.ter.rend());
    v.insert(v.end(), f.main.begin(), f.main.end());
    v.insert(v.end(), f.aux.begin(), f.aux.end());
    return v;
}

}  // namespace params
